#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002329.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow20iiPKd(int, int, const double *);
static void __device_stub__Z7apply15IjLi6EEvT_Pi(unsigned, int *);
static void __device_stub__Z12rank8_kernelIfLi2EEvPKT_iPf(const float *, int, float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6grow20iiPKd(int __par0, int __par1, const double *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, int, const double *))grow20)), 0U);}
# 46 "v002329.cu"
void grow20( int __cuda_0,int __cuda_1,const double *__cuda_2)
# 47 "v002329.cu"
{__device_stub__Z6grow20iiPKd( __cuda_0,__cuda_1,__cuda_2);
# 57 "v002329.cu"
}
# 1 "v002329.cudafe1.stub.c"
static void __device_stub__Z7apply15IjLi6EEvT_Pi( unsigned __par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, int *))apply15<unsigned int, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_apply15<unsigned,6>( unsigned &__cuda_0,int *&__cuda_1){__device_stub__Z7apply15IjLi6EEvT_Pi( (unsigned &)__cuda_0,(int *&)__cuda_1);}
static void __device_stub__Z12rank8_kernelIfLi2EEvPKT_iPf( const float *__par0,  int __par1,  float *__restrict__ __par2) {  float *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaLaunch(((char *)((void ( *)(const float *, int, float *__restrict__))rank8_kernel<float, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_rank8_kernel<float,2>( const float *&__cuda_0,int &__cuda_1,float *__restrict__ &__cuda_2){__device_stub__Z12rank8_kernelIfLi2EEvPKT_iPf( (const float *&)__cuda_0,(int &)__cuda_1,(float *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const float *, int, float *__restrict__))rank8_kernel<float, (int)2> ), _Z12rank8_kernelIfLi2EEvPKT_iPf, 32); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, int *))apply15<unsigned int, (int)6> ), _Z7apply15IjLi6EEvT_Pi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int, const double *))grow20), _Z6grow20iiPKd, 512UL); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
