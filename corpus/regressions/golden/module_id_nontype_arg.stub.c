#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "module_id_nontype_arg.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5scalePKfPf3boxIfLm4EEi(const float *, float *, quad&, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5scalePKfPf3boxIfLm4EEi(const float *__par0, float *__par1, quad&__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArg(__par2, 16UL);__cudaSetupArgSimple(__par3, 32UL);__cudaLaunch(((char *)((void ( *)(const float *, float *, quad, int))scale)), 0U);}
# 7 "module_id_nontype_arg.cu"
void scale( const float *__cuda_0,float *__cuda_1,::quad __cuda_2,int __cuda_3)
# 7 "module_id_nontype_arg.cu"
{__device_stub__Z5scalePKfPf3boxIfLm4EEi( __cuda_0,__cuda_1,__cuda_2,__cuda_3); }
# 1 "module_id_nontype_arg.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const float *, float *, quad, int))scale), _Z5scalePKfPf3boxIfLm4EEi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
