#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000741.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count10ii(int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img206sift25EPdiii(double *, int, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7count10ii(int __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, int))count10)), 0U);}
# 25 "v000741.cu"
void count10( int __cuda_0,int __cuda_1)
# 25 "v000741.cu"
{__device_stub__Z7count10ii( __cuda_0,__cuda_1);


}
# 1 "v000741.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img206sift25EPdiii( double *__par0,  int __par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(double *, int, int, int))img20::sift25)), 0U); }
# 53 "v000741.cu"
void img20::sift25( double *__cuda_0,int __cuda_1,int __cuda_2,int __cuda_3)
# 53 "v000741.cu"
{__device_stub__ZN5img206sift25EPdiii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 62 "v000741.cu"
}
# 1 "v000741.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(double *, int, int, int))img20::sift25), _ZN5img206sift25EPdiii, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(int, int))count10), _Z7count10ii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
