#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001353.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot12PjiPKfi(unsigned *, int, const float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot12PjiPKfi(unsigned *__par0, int __par1, const float *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int, const float *, int))pivot12)), 0U);}
# 21 "v001353.cu"
void pivot12( unsigned *__cuda_0,int __cuda_1,const float *__cuda_2,int __cuda_3)
# 21 "v001353.cu"
{__device_stub__Z7pivot12PjiPKfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 31 "v001353.cu"
}
# 1 "v001353.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int, const float *, int))pivot12), _Z7pivot12PjiPKfi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_merge10,::c_merge10), 0, 4UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(c_bump11,::c_bump11), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
