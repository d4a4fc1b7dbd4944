#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001540.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14merge12_kerneliPhdPi(int, unsigned char *__restrict__, double, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14decay19_kernelPKf(const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12mix33_kernelii(idx24_t, idx24_t);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14merge12_kerneliPhdPi(int __par0, unsigned char *__restrict__ __par1, double __par2, int *__par3){ unsigned char *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, unsigned char *__restrict__, double, int *))merge12_kernel)), 0U);}
# 25 "v001540.cu"
void merge12_kernel( int __cuda_0,unsigned char *__restrict__ __cuda_1,double __cuda_2,int *__cuda_3)
# 25 "v001540.cu"
{__device_stub__Z14merge12_kerneliPhdPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001540.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14decay19_kernelPKf( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))decay19_kernel)), 0U); }
# 32 "v001540.cu"
void decay19_kernel( const float *__cuda_0)
# 32 "v001540.cu"
{__device_stub__Z14decay19_kernelPKf( __cuda_0);
# 44 "v001540.cu"
}
# 1 "v001540.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12mix33_kernelii( idx24_t __par0,  idx24_t __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(idx24_t, idx24_t))mix33_kernel)), 0U); }
# 61 "v001540.cu"
void mix33_kernel( ::idx24_t __cuda_0,::idx24_t __cuda_1)
# 61 "v001540.cu"
{__device_stub__Z12mix33_kernelii( __cuda_0,__cuda_1);
# 77 "v001540.cu"
}
# 1 "v001540.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(idx24_t, idx24_t))mix33_kernel), _Z12mix33_kernelii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const float *))decay19_kernel), _Z14decay19_kernelPKf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, unsigned char *__restrict__, double, int *))merge12_kernel), _Z14merge12_kerneliPhdPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
