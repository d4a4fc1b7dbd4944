#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000498.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13weigh4_kernelici(int, char, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7scale12PKiPKh(const int *__restrict__, const unsigned char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13weigh4_kernelici(int __par0, char __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, char, int))weigh4_kernel)), 0U);}
# 13 "v000498.cu"
void weigh4_kernel( int __cuda_0,char __cuda_1,int __cuda_2)
# 14 "v000498.cu"
{__device_stub__Z13weigh4_kernelici( __cuda_0,__cuda_1,__cuda_2);
# 22 "v000498.cu"
}
# 1 "v000498.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7scale12PKiPKh( const int *__restrict__ __par0,  const unsigned char *__par1) {  const int *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, const unsigned char *))scale12)), 0U); }
# 24 "v000498.cu"
void scale12( const int *__restrict__ __cuda_0,const unsigned char *__cuda_1)
# 25 "v000498.cu"
{__device_stub__Z7scale12PKiPKh( __cuda_0,__cuda_1);
# 34 "v000498.cu"
}
# 1 "v000498.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const int *__restrict__, const unsigned char *))scale12), _Z7scale12PKiPKh, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, char, int))weigh4_kernel), _Z13weigh4_kernelici, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_probe11,::d_probe11), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
