#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001888.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5rank9bPi4Vec4(bool, int *, struct Vec4&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5rank9bPi4Vec4(bool __par0, int *__par1, struct Vec4&__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArg(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(bool, int *, struct Vec4))rank9)), 0U);}
# 19 "v001888.cu"
void rank9( bool __cuda_0,int *__cuda_1,struct ::Vec4 __cuda_2)
# 19 "v001888.cu"
{__device_stub__Z5rank9bPi4Vec4( __cuda_0,__cuda_1,__cuda_2);
# 28 "v001888.cu"
}
# 1 "v001888.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(bool, int *, struct Vec4))rank9), _Z5rank9bPi4Vec4, 64); __cudaRegisterVariable(__T1, __shadow_var(d_trace14,::d_trace14), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
