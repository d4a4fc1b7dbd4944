#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001129.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12sift9_kernelPc(char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot33if(int, float);
static void __device_stub__Z6tile14IdLi1EEvPT_PKS0_S0_(double *, const double *, double);
static void __device_stub__Z6fold21IlLi1EEvPT_PKS0_Pf(long *, const long *, float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12sift9_kernelPc(char *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(char *))sift9_kernel)), 0U);}
# 24 "v001129.cu"
void sift9_kernel( char *__cuda_0)
# 25 "v001129.cu"
{__device_stub__Z12sift9_kernelPc( __cuda_0);
# 31 "v001129.cu"
}
# 1 "v001129.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot33if( int __par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, float))pivot33)), 0U); }
# 73 "v001129.cu"
void pivot33( int __cuda_0,float __cuda_1)
# 74 "v001129.cu"
{__device_stub__Z7pivot33if( __cuda_0,__cuda_1);
# 80 "v001129.cu"
}
# 1 "v001129.cudafe1.stub.c"
static void __device_stub__Z6tile14IdLi1EEvPT_PKS0_S0_( double *__par0,  const double *__par1,  double __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double *, const double *, double))tile14<double, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tile14<double,1>( double *&__cuda_0,const double *&__cuda_1,double &__cuda_2){__device_stub__Z6tile14IdLi1EEvPT_PKS0_S0_( (double *&)__cuda_0,(const double *&)__cuda_1,(double &)__cuda_2);}
static void __device_stub__Z6fold21IlLi1EEvPT_PKS0_Pf( long *__par0,  const long *__par1,  float *__restrict__ __par2) {  float *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaLaunch(((char *)((void ( *)(long *, const long *, float *__restrict__))fold21<long, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fold21<long,1>( long *&__cuda_0,const long *&__cuda_1,float *__restrict__ &__cuda_2){__device_stub__Z6fold21IlLi1EEvPT_PKS0_Pf( (long *&)__cuda_0,(const long *&)__cuda_1,(float *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(long *, const long *, float *__restrict__))fold21<long, (int)1> ), _Z6fold21IlLi1EEvPT_PKS0_Pf, 1024); __cudaRegisterEntry(__T7, ((void ( *)(double *, const double *, double))tile14<double, (int)1> ), _Z6tile14IdLi1EEvPT_PKS0_S0_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, float))pivot33), _Z7pivot33if, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(char *))sift9_kernel), _Z12sift9_kernelPc, 1024); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
