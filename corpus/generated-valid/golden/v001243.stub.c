#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001243.fatbin.c"
static void __device_stub__Z13count4_kernelhPjPKx(unsigned char, unsigned *__restrict__, const long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale13_kernelij(int, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13count4_kernelhPjPKx(unsigned char __par0, unsigned *__restrict__ __par1, const long long *__par2){ unsigned *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned char, unsigned *__restrict__, const long long *))count4_kernel)), 0U);}
# 9 "v001243.cu"
static void count4_kernel( unsigned char __cuda_0,unsigned *__restrict__ __cuda_1,const long long *__cuda_2)
# 9 "v001243.cu"
{__device_stub__Z13count4_kernelhPjPKx( __cuda_0,__cuda_1,__cuda_2);
# 18 "v001243.cu"
}
# 1 "v001243.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14scale13_kernelij( int __par0,  unsigned __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, unsigned))scale13_kernel)), 0U); }
# 20 "v001243.cu"
void scale13_kernel( int __cuda_0,unsigned __cuda_1)
# 20 "v001243.cu"
{__device_stub__Z14scale13_kernelij( __cuda_0,__cuda_1);
# 37 "v001243.cu"
}
# 1 "v001243.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, unsigned))scale13_kernel), _Z14scale13_kernelij, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned char, unsigned *__restrict__, const long long *))count4_kernel), _Z13count4_kernelhPjPKx, 1024UL); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
