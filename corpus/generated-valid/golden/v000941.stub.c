#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000941.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow29_kerneliPi(int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5gpu116sift12EPfiS0_(float *, int, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13grow29_kerneliPi(int __par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, int *))grow29_kernel)), 0U);}
# 64 "v000941.cu"
void grow29_kernel( int __cuda_0,int *__cuda_1)
# 65 "v000941.cu"
{__device_stub__Z13grow29_kerneliPi( __cuda_0,__cuda_1);



}
# 1 "v000941.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5gpu116sift12EPfiS0_( float *__par0,  int __par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, int, float *))gpu11::sift12)), 0U); }
# 27 "v000941.cu"
void gpu11::sift12( float *__cuda_0,int __cuda_1,float *__cuda_2)
# 28 "v000941.cu"
{__device_stub__ZN5gpu116sift12EPfiS0_( __cuda_0,__cuda_1,__cuda_2);
# 37 "v000941.cu"
}
# 1 "v000941.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float *, int, float *))gpu11::sift12), _ZN5gpu116sift12EPfiS0_, 1024); __cudaRegisterEntry(__T4, ((void ( *)(int, int *))grow29_kernel), _Z13grow29_kerneliPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
