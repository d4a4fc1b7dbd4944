#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000666.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12mix24_kernelPi(int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__80367fa8_10_v000666_cu_447eb50e14sweep41_kernelEiiiPKm(int, int, int, const size_t *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12mix24_kernelPi(int *__restrict__ __par0){ int *__T2;
__cudaLaunchPrologue(1);__T2 = __par0;__cudaSetupArgSimple(__T2, 0UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__))mix24_kernel)), 0U);}
# 33 "v000666.cu"
void mix24_kernel( int *__restrict__ __cuda_0)
# 33 "v000666.cu"
{__device_stub__Z12mix24_kernelPi( __cuda_0);
# 40 "v000666.cu"
}
# 1 "v000666.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__80367fa8_10_v000666_cu_447eb50e14sweep41_kernelEiiiPKm( int __par0,  int __par1,  int __par2,  const size_t *__restrict__ __par3) {  const size_t *__T8;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __T8 = __par3; __cudaSetupArgSimple(__T8, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, int, const size_t *__restrict__))_NV_ANON_NAMESPACE::sweep41_kernel)), 0U); }
# 63 "v000666.cu"
void _NV_ANON_NAMESPACE::sweep41_kernel( int __cuda_0,int __cuda_1,int __cuda_2,const ::size_t *__restrict__ __cuda_3)
# 63 "v000666.cu"
{__device_stub__ZN43_GLOBAL__N__80367fa8_10_v000666_cu_447eb50e14sweep41_kernelEiiiPKm( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 70 "v000666.cu"
}
# 1 "v000666.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(int, int, int, const size_t *__restrict__))_NV_ANON_NAMESPACE::sweep41_kernel), _ZN43_GLOBAL__N__80367fa8_10_v000666_cu_447eb50e14sweep41_kernelEiiiPKm, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(int *__restrict__))mix24_kernel), _Z12mix24_kernelPi, (-1)); __cudaRegisterVariable(__T9, __shadow_var(c_probe23,::c_probe23), 0, 1UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
