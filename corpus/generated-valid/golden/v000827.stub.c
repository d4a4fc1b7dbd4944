#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000827.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5kick4PKl(const long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7sweep22PKiPKfic(const int *, const float *, int, char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5kick4PKl(const long *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const long *))kick4)), 0U);}
# 9 "v000827.cu"
void kick4( const long *__cuda_0)
# 9 "v000827.cu"
{__device_stub__Z5kick4PKl( __cuda_0);

}
# 1 "v000827.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7sweep22PKiPKfic( const int *__par0,  const float *__par1,  int __par2,  char __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(const int *, const float *, int, char))sweep22)), 0U); }
# 40 "v000827.cu"
void sweep22( const int *__cuda_0,const float *__cuda_1,int __cuda_2,char __cuda_3)
# 40 "v000827.cu"
{__device_stub__Z7sweep22PKiPKfic( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 47 "v000827.cu"
}
# 1 "v000827.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const int *, const float *, int, char))sweep22), _Z7sweep22PKiPKfic, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const long *))kick4), _Z5kick4PKl, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_gather7,::c_gather7), 0, 8UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(_ZN4ops99d_apply11E,::ops9::d_apply11), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
