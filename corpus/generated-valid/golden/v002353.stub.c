#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002353.fatbin.c"
static void __device_stub__Z7spread5Pciii(char *, int, int, int);
static void __device_stub__Z6tile14IfLi1EEvPT_PKS0_i(float *, const float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5gpu376sift39Ei(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7spread5Pciii(char *__par0, int __par1, int __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(char *, int, int, int))spread5)), 0U);}
# 10 "v002353.cu"
static void spread5( char *__cuda_0,int __cuda_1,int __cuda_2,int __cuda_3)
# 10 "v002353.cu"
{__device_stub__Z7spread5Pciii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 20 "v002353.cu"
}
# 1 "v002353.cudafe1.stub.c"
static void __device_stub__Z6tile14IfLi1EEvPT_PKS0_i( float *__par0,  const float *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, const float *, int))tile14<float, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tile14<float,1>( float *&__cuda_0,const float *&__cuda_1,int &__cuda_2){__device_stub__Z6tile14IfLi1EEvPT_PKS0_i( (float *&)__cuda_0,(const float *&)__cuda_1,(int &)__cuda_2);}
__attribute__((visibility("hidden"))) void __device_stub__ZN5gpu376sift39Ei( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))gpu37::sift39)), 0U); }
# 52 "v002353.cu"
void gpu37::sift39( int __cuda_0)
# 52 "v002353.cu"
{__device_stub__ZN5gpu376sift39Ei( __cuda_0);
# 61 "v002353.cu"
}
# 1 "v002353.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int))gpu37::sift39), _ZN5gpu376sift39Ei, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, const float *, int))tile14<float, (int)1> ), _Z6tile14IfLi1EEvPT_PKS0_i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(char *, int, int, int))spread5), _Z7spread5Pciii, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_march36,::d_march36), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
