#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001626.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__d3c1d2dc_10_v001626_cu_b4a4bb1a13warp17_kernelEdiPiS0_(double, int, int *__restrict__, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__d3c1d2dc_10_v001626_cu_b4a4bb1a13warp17_kernelEdiPiS0_(double __par0, int __par1, int *__restrict__ __par2, int *__par3){ int *__T7;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T7 = __par2;__cudaSetupArgSimple(__T7, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(double, int, int *__restrict__, int *))_NV_ANON_NAMESPACE::warp17_kernel)), 0U);}
# 44 "v001626.cu"
void _NV_ANON_NAMESPACE::warp17_kernel( double __cuda_0,int __cuda_1,int *__restrict__ __cuda_2,int *__cuda_3)
# 44 "v001626.cu"
{__device_stub__ZN43_GLOBAL__N__d3c1d2dc_10_v001626_cu_b4a4bb1a13warp17_kernelEdiPiS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 56 "v001626.cu"
}
# 1 "v001626.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(double, int, int *__restrict__, int *))_NV_ANON_NAMESPACE::warp17_kernel), _ZN43_GLOBAL__N__d3c1d2dc_10_v001626_cu_b4a4bb1a13warp17_kernelEdiPiS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
