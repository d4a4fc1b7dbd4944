#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001852.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp34iPfi(int, float *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp34iPfi(int __par0, float *__restrict__ __par1, int __par2){ float *__T1;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, float *__restrict__, int))clamp34)), 0U);}
# 77 "v001852.cu"
void clamp34( int __cuda_0,float *__restrict__ __cuda_1,int __cuda_2)
# 78 "v001852.cu"
{__device_stub__Z7clamp34iPfi( __cuda_0,__cuda_1,__cuda_2);
# 87 "v001852.cu"
}
# 1 "v001852.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(int, float *__restrict__, int))clamp34), _Z7clamp34iPfi, (-1)); __cudaRegisterVariable(__T2, __shadow_var(c_bias12,::c_bias12), 0, 24UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
