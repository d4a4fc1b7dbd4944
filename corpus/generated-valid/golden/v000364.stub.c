#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000364.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14drift11_kernelPij(int *, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum32_kernelb(bool);
static void __device_stub__Z14split45_kernelPi(int *);
static void __device_stub__Z6decay6IidEvT0_PKf(double, const float *);
static void __device_stub__Z8reduce16IdlEvPKT_PKti(const double *, const unsigned short *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14drift11_kernelPij(int *__par0, unsigned __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, unsigned))drift11_kernel)), 0U);}
# 20 "v000364.cu"
void drift11_kernel( int *__cuda_0,unsigned __cuda_1)
# 20 "v000364.cu"
{__device_stub__Z14drift11_kernelPij( __cuda_0,__cuda_1);




}
# 1 "v000364.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14accum32_kernelb( bool __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(bool))accum32_kernel)), 0U); }
# 63 "v000364.cu"
void accum32_kernel( bool __cuda_0)
# 63 "v000364.cu"
{__device_stub__Z14accum32_kernelb( __cuda_0);



}
# 1 "v000364.cudafe1.stub.c"
static void __device_stub__Z14split45_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))split45_kernel)), 0U); }
# 84 "v000364.cu"
static void split45_kernel( int *__cuda_0)
# 84 "v000364.cu"
{__device_stub__Z14split45_kernelPi( __cuda_0);




}
# 1 "v000364.cudafe1.stub.c"
static void __device_stub__Z6decay6IidEvT0_PKf( double __par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double, const float *))decay6<int, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_decay6<int,double>( double &__cuda_0,const float *&__cuda_1){__device_stub__Z6decay6IidEvT0_PKf( (double &)__cuda_0,(const float *&)__cuda_1);}
static void __device_stub__Z8reduce16IdlEvPKT_PKti( const double *__par0,  const unsigned short *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const double *, const unsigned short *, int))reduce16<double, long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_reduce16<double,long>( const double *&__cuda_0,const unsigned short *&__cuda_1,int &__cuda_2){__device_stub__Z8reduce16IdlEvPKT_PKti( (const double *&)__cuda_0,(const unsigned short *&)__cuda_1,(int &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const double *, const unsigned short *, int))reduce16<double, long> ), _Z8reduce16IdlEvPKT_PKti, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double, const float *))decay6<int, double> ), _Z6decay6IidEvT0_PKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *))split45_kernel), _Z14split45_kernelPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(bool))accum32_kernel), accum32_kernel, 64); __cudaRegisterEntry(__T3, ((void ( *)(int *, unsigned))drift11_kernel), drift11_kernel, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
