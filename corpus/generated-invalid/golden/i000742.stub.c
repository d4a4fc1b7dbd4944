#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000742.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12bias1_kernelPfPsPii(float *, short *, int *, int);
extern __inline__ __attribute__((visibility("hidden"))) void __device_stub__Z18constexpr_kernel15Pi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12bias1_kernelPfPsPii(float *__par0, short *__par1, int *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float *, short *, int *, int))bias1_kernel)), 0U);}
# 5 "i000742.cu"
void bias1_kernel( float *__cuda_0,short *__cuda_1,int *__cuda_2,int __cuda_3)
# 5 "i000742.cu"
{__device_stub__Z12bias1_kernelPfPsPii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 16 "i000742.cu"
}
# 1 "i000742.cudafe1.stub.c"
__inline__ __attribute__((visibility("hidden"))) void __device_stub__Z18constexpr_kernel15Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))constexpr_kernel15)), 0U); }
# 26 "i000742.cu"
void constexpr_kernel15( int *__cuda_0)
# 27 "i000742.cu"
{__device_stub__Z18constexpr_kernel15Pi( __cuda_0);

}
# 1 "i000742.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *))constexpr_kernel15), _Z18constexpr_kernel15Pi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, short *, int *, int))bias1_kernel), _Z12bias1_kernelPfPsPii, (-1)); __cudaRegisterVariable(__T3, __shadow_var(_ZN4gpu87c_mix13E,::gpu8::c_mix13), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
