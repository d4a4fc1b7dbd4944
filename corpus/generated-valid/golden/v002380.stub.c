#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002380.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12sift3_kernelPKmiPKlPKj(const size_t *, int, const long *, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth11iPc(int, char *);
static void __device_stub__Z13tile17_kernelPi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12sift3_kernelPKmiPKlPKj(const size_t *__par0, int __par1, const long *__par2, const unsigned *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const size_t *, int, const long *, const unsigned *))sift3_kernel)), 0U);}
# 10 "v002380.cu"
void sift3_kernel( const ::size_t *__cuda_0,int __cuda_1,const long *__cuda_2,const unsigned *__cuda_3)
# 11 "v002380.cu"
{__device_stub__Z12sift3_kernelPKmiPKlPKj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 20 "v002380.cu"
}
# 1 "v002380.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth11iPc( int __par0,  char *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, char *))smooth11)), 0U); }
# 21 "v002380.cu"
void smooth11( int __cuda_0,char *__cuda_1)
# 22 "v002380.cu"
{__device_stub__Z8smooth11iPc( __cuda_0,__cuda_1);
# 34 "v002380.cu"
}
# 1 "v002380.cudafe1.stub.c"
static void __device_stub__Z13tile17_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))tile17_kernel)), 0U); }
# 35 "v002380.cu"
static void tile17_kernel( int *__cuda_0)
# 36 "v002380.cu"
{__device_stub__Z13tile17_kernelPi( __cuda_0);
# 43 "v002380.cu"
}
# 1 "v002380.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *))tile17_kernel), _Z13tile17_kernelPi, 32); __cudaRegisterEntry(__T3, ((void ( *)(int, char *))smooth11), _Z8smooth11iPc, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const size_t *, int, const long *, const unsigned *))sift3_kernel), _Z12sift3_kernelPKmiPKlPKj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
