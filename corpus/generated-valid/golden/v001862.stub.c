#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001862.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13count4_kernelbPKfi(bool, const float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13count4_kernelbPKfi(bool __par0, const float *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(bool, const float *, int))count4_kernel)), 0U);}
# 9 "v001862.cu"
void count4_kernel( bool __cuda_0,const float *__cuda_1,int __cuda_2)
# 9 "v001862.cu"
{__device_stub__Z13count4_kernelbPKfi( __cuda_0,__cuda_1,__cuda_2);
# 23 "v001862.cu"
}
# 1 "v001862.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(bool, const float *, int))count4_kernel), _Z13count4_kernelbPKfi, 256); __cudaRegisterVariable(__T3, __shadow_var(d_accum16,::d_accum16), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
