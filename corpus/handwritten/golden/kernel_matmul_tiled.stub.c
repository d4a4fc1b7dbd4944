#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "kernel_matmul_tiled.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z11sgemm_tiled8GemmArgsPKfS1_Pf(struct GemmArgs&, const float *, const float *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z11sgemm_tiled8GemmArgsPKfS1_Pf(struct GemmArgs&__par0, const float *__par1, const float *__par2, float *__par3){__cudaLaunchPrologue(4);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 24UL);__cudaSetupArgSimple(__par2, 32UL);__cudaSetupArgSimple(__par3, 40UL);__cudaLaunch(((char *)((void ( *)(struct GemmArgs, const float *, const float *, float *))sgemm_tiled)), 0U);}
# 13 "kernel_matmul_tiled.cu"
void sgemm_tiled( struct ::GemmArgs __cuda_0,const float *__cuda_1,const float *__cuda_2,float *__cuda_3)
# 14 "kernel_matmul_tiled.cu"
{__device_stub__Z11sgemm_tiled8GemmArgsPKfS1_Pf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 35 "kernel_matmul_tiled.cu"
}
# 1 "kernel_matmul_tiled.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(struct GemmArgs, const float *, const float *, float *))sgemm_tiled), _Z11sgemm_tiled8GemmArgsPKfS1_Pf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
