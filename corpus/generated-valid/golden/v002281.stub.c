#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002281.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7sweep12PKf6State6i(const float *, enum State6, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift25_kernelij(int, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7sweep12PKf6State6i(const float *__par0, enum State6 __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(const float *, enum State6, int))sweep12)), 0U);}
# 16 "v002281.cu"
void sweep12( const float *__cuda_0,enum ::State6 __cuda_1,int __cuda_2)
# 16 "v002281.cu"
{__device_stub__Z7sweep12PKf6State6i( __cuda_0,__cuda_1,__cuda_2);
# 32 "v002281.cu"
}
# 1 "v002281.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13sift25_kernelij( int __par0,  unsigned __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, unsigned))sift25_kernel)), 0U); }
# 51 "v002281.cu"
void sift25_kernel( int __cuda_0,unsigned __cuda_1)
# 51 "v002281.cu"
{__device_stub__Z13sift25_kernelij( __cuda_0,__cuda_1);
# 59 "v002281.cu"
}
# 1 "v002281.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(int, unsigned))sift25_kernel), sift25_kernel, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(const float *, enum State6, int))sweep12), _Z7sweep12PKf6State6i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
