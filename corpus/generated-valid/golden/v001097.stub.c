#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001097.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13score7_kernelPiiPKyPj(int *, int, const unsigned long long *, unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13score7_kernelPiiPKyPj(int *__par0, int __par1, const unsigned long long *__par2, unsigned *__restrict__ __par3){ unsigned *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 24UL);__cudaLaunch(((char *)((void ( *)(int *, int, const unsigned long long *, unsigned *__restrict__))score7_kernel)), 0U);}
# 17 "v001097.cu"
void score7_kernel( int *__cuda_0,int __cuda_1,const unsigned long long *__cuda_2,unsigned *__restrict__ __cuda_3)
# 17 "v001097.cu"
{__device_stub__Z13score7_kernelPiiPKyPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 30 "v001097.cu"
}
# 1 "v001097.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *, int, const unsigned long long *, unsigned *__restrict__))score7_kernel), _Z13score7_kernelPiiPKyPj, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_update4,::d_update4), 0, 1UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(c_filter5,::c_filter5), 0, 4UL, 1, 0); __cudaRegisterVariable(__T4, __shadow_var(c_scatter6,::c_scatter6), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
