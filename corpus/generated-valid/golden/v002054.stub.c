#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002054.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12sift4_kerneliPc(int, char *);
static void __device_stub__Z16scatter18_kernelmmPjPKi(size_t, unsigned long, unsigned *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12sift4_kerneliPc(int __par0, char *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, char *))sift4_kernel)), 0U);}
# 16 "v002054.cu"
void sift4_kernel( int __cuda_0,char *__cuda_1)
# 16 "v002054.cu"
{__device_stub__Z12sift4_kerneliPc( __cuda_0,__cuda_1);
# 29 "v002054.cu"
}
# 1 "v002054.cudafe1.stub.c"
static void __device_stub__Z16scatter18_kernelmmPjPKi( size_t __par0,  unsigned long __par1,  unsigned *__par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(size_t, unsigned long, unsigned *, const int *))scatter18_kernel)), 0U); }
# 41 "v002054.cu"
static void scatter18_kernel( ::size_t __cuda_0,unsigned long __cuda_1,unsigned *__cuda_2,const int *__cuda_3)
# 41 "v002054.cu"
{__device_stub__Z16scatter18_kernelmmPjPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v002054.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(size_t, unsigned long, unsigned *, const int *))scatter18_kernel), _Z16scatter18_kernelmmPjPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, char *))sift4_kernel), _Z12sift4_kerneliPc, 64); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
