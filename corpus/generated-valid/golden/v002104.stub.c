#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002104.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally11Piii(int *, int, int);
static void __device_stub__Z6sift18IfLi8EEvT_cS0_PS0_(float, char, float, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7tally11Piii(int *__par0, int __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(int *, int, int))tally11)), 0U);}
# 25 "v002104.cu"
void tally11( int *__cuda_0,int __cuda_1,int __cuda_2)
# 25 "v002104.cu"
{__device_stub__Z7tally11Piii( __cuda_0,__cuda_1,__cuda_2);
# 35 "v002104.cu"
}
# 1 "v002104.cudafe1.stub.c"
static void __device_stub__Z6sift18IfLi8EEvT_cS0_PS0_( float __par0,  char __par1,  float __par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(float, char, float, float *))sift18<float, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_sift18<float,8>( float &__cuda_0,char &__cuda_1,float &__cuda_2,float *&__cuda_3){__device_stub__Z6sift18IfLi8EEvT_cS0_PS0_( (float &)__cuda_0,(char &)__cuda_1,(float &)__cuda_2,(float *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(float, char, float, float *))sift18<float, (int)8> ), _Z6sift18IfLi8EEvT_cS0_PS0_, 512); __cudaRegisterEntry(__T0, ((void ( *)(int *, int, int))tally11), _Z7tally11Piii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
