#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002157.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6drift2i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bias19PfS_5Node5i(float *, float *, struct Node5&, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6drift2i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))drift2)), 0U);}
# 7 "v002157.cu"
void drift2( int __cuda_0)
# 7 "v002157.cu"
{__device_stub__Z6drift2i( __cuda_0);




}
# 1 "v002157.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bias19PfS_5Node5i( float *__par0,  float *__par1,  struct Node5&__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArg(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(float *, float *, struct Node5, int))bias19)), 0U); }
# 46 "v002157.cu"
void bias19( float *__cuda_0,float *__cuda_1,struct ::Node5 __cuda_2,int __cuda_3)
# 46 "v002157.cu"
{__device_stub__Z6bias19PfS_5Node5i( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 54 "v002157.cu"
}
# 1 "v002157.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(float *, float *, struct Node5, int))bias19), _Z6bias19PfS_5Node5i, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(int))drift2), _Z6drift2i, (-1)); __cudaRegisterVariable(__T2, __shadow_var(c_apply1,::c_apply1), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
