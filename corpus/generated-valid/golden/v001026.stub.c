#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001026.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6lerp16idPKit(int, double, const int *, unsigned short);
static void __device_stub__Z6shade6IljEvPT_PKiPKS0_f(long *, const int *, const long *__restrict__, float);
static void __device_stub__Z7tally28IfLi8EEvPT_(float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6lerp16idPKit(int __par0, double __par1, const int *__par2, unsigned short __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, double, const int *, unsigned short))lerp16)), 0U);}
# 36 "v001026.cu"
void lerp16( int __cuda_0,double __cuda_1,const int *__cuda_2,unsigned short __cuda_3)
# 37 "v001026.cu"
{__device_stub__Z6lerp16idPKit( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 44 "v001026.cu"
}
# 1 "v001026.cudafe1.stub.c"
static void __device_stub__Z6shade6IljEvPT_PKiPKS0_f( long *__par0,  const int *__par1,  const long *__restrict__ __par2,  float __par3) {  const long *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long *, const int *, const long *__restrict__, float))shade6<long, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_shade6<long,unsigned>( long *&__cuda_0,const int *&__cuda_1,const long *__restrict__ &__cuda_2,float &__cuda_3){__device_stub__Z6shade6IljEvPT_PKiPKS0_f( (long *&)__cuda_0,(const int *&)__cuda_1,(const long *&)__cuda_2,(float &)__cuda_3);}
static void __device_stub__Z7tally28IfLi8EEvPT_( float *__restrict__ __par0) {  float *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__))tally28<float, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tally28<float,8>( float *__restrict__ &__cuda_0){__device_stub__Z7tally28IfLi8EEvPT_( (float *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float *__restrict__))tally28<float, (int)8> ), _Z7tally28IfLi8EEvPT_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(long *, const int *, const long *__restrict__, float))shade6<long, unsigned int> ), _Z6shade6IljEvPT_PKiPKS0_f, 512UL); __cudaRegisterEntry(__T5, ((void ( *)(int, double, const int *, unsigned short))lerp16), lerp16, 128); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
