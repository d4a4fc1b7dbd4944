#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000426.fatbin.c"
static void __device_stub__Z13weigh6_kernelPiPdh(int *, double *__restrict__, unsigned char);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count27jPdPKi(unsigned, double *__restrict__, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split34_kerneliPdi(int, double *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum47_kernelPd(double *__restrict__);
static void __device_stub__Z14weigh21_kernelIiEvPKT_PKi(const int *__restrict__, const int *);
static void __device_stub__Z7tally15IdLi5EEvT_(double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13weigh6_kernelPiPdh(int *__par0, double *__restrict__ __par1, unsigned char __par2){ double *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, double *__restrict__, unsigned char))weigh6_kernel)), 0U);}
# 11 "v000426.cu"
static void weigh6_kernel( int *__cuda_0,double *__restrict__ __cuda_1,unsigned char __cuda_2)
# 12 "v000426.cu"
{__device_stub__Z13weigh6_kernelPiPdh( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000426.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7count27jPdPKi( unsigned __par0,  double *__restrict__ __par1,  const int *__par2) {  double *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned, double *__restrict__, const int *))count27)), 0U); }
# 45 "v000426.cu"
void count27( unsigned __cuda_0,double *__restrict__ __cuda_1,const int *__cuda_2)
# 46 "v000426.cu"
{__device_stub__Z7count27jPdPKi( __cuda_0,__cuda_1,__cuda_2);
# 52 "v000426.cu"
}
# 1 "v000426.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14split34_kerneliPdi( int __par0,  double *__restrict__ __par1,  int __par2) {  double *__T2;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, double *__restrict__, int))split34_kernel)), 0U); }
# 54 "v000426.cu"
void split34_kernel( int __cuda_0,double *__restrict__ __cuda_1,int __cuda_2)
# 55 "v000426.cu"
{__device_stub__Z14split34_kerneliPdi( __cuda_0,__cuda_1,__cuda_2);
# 65 "v000426.cu"
}
# 1 "v000426.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14accum47_kernelPd( double *__restrict__ __par0) {  double *__T3;
__cudaLaunchPrologue(1); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaLaunch(((char *)((void ( *)(double *__restrict__))accum47_kernel)), 0U); }
# 78 "v000426.cu"
void accum47_kernel( double *__restrict__ __cuda_0)
# 79 "v000426.cu"
{__device_stub__Z14accum47_kernelPd( __cuda_0);
# 86 "v000426.cu"
}
# 1 "v000426.cudafe1.stub.c"
static void __device_stub__Z14weigh21_kernelIiEvPKT_PKi( const int *__restrict__ __par0,  const int *__par1) {  const int *__T4;
__cudaLaunchPrologue(2); __T4 = __par0; __cudaSetupArgSimple(__T4, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, const int *))weigh21_kernel<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_weigh21_kernel<int>( const int *__restrict__ &__cuda_0,const int *&__cuda_1){__device_stub__Z14weigh21_kernelIiEvPKT_PKi( (const int *&)__cuda_0,(const int *&)__cuda_1);}
static void __device_stub__Z7tally15IdLi5EEvT_( double __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double))tally15<double, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tally15<double,5>( double &__cuda_0){__device_stub__Z7tally15IdLi5EEvT_( (double &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(double))tally15<double, (int)5> ), _Z7tally15IdLi5EEvT_, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const int *__restrict__, const int *))weigh21_kernel<int> ), _Z14weigh21_kernelIiEvPKT_PKi, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(double *__restrict__))accum47_kernel), _Z14accum47_kernelPd, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(int, double *__restrict__, int))split34_kernel), _Z14split34_kerneliPdi, 256); __cudaRegisterEntry(__T9, ((void ( *)(unsigned, double *__restrict__, const int *))count27), _Z7count27jPdPKi, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(int *, double *__restrict__, unsigned char))weigh6_kernel), _Z13weigh6_kernelPiPdh, (-1)); __cudaRegisterVariable(__T9, __shadow_var(d_spread42,::d_spread42), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
