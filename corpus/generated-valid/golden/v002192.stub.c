#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002192.fatbin.c"
static void __device_stub__Z7spread6PKfPi(const float *, int *);
static void __device_stub__Z13kick17_kernelPcd(char *, double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7spread6PKfPi(const float *__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const float *, int *))spread6)), 0U);}
# 18 "v002192.cu"
static void spread6( const float *__cuda_0,int *__cuda_1)
# 18 "v002192.cu"
{__device_stub__Z7spread6PKfPi( __cuda_0,__cuda_1);
# 26 "v002192.cu"
}
# 1 "v002192.cudafe1.stub.c"
static void __device_stub__Z13kick17_kernelPcd( char *__par0,  double __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(char *, double))kick17_kernel)), 0U); }
# 36 "v002192.cu"
static void kick17_kernel( char *__cuda_0,double __cuda_1)
# 36 "v002192.cu"
{__device_stub__Z13kick17_kernelPcd( __cuda_0,__cuda_1);
# 56 "v002192.cu"
}
# 1 "v002192.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(char *, double))kick17_kernel), _Z13kick17_kernelPcd, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const float *, int *))spread6), _Z7spread6PKfPi, (-1)); __cudaRegisterManagedVariable(__T7, __shadow_var(m_merge12,::m_merge12), 0, 256UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
