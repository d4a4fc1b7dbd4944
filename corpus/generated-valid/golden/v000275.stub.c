#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000275.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7gather4Pf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7gather6iif(int, int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank13_kernelPKi(const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7gather4Pf(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))gather4)), 0U);}
# 12 "v000275.cu"
void gather4( float *__cuda_0)
# 12 "v000275.cu"
{__device_stub__Z7gather4Pf( __cuda_0);




}
# 1 "v000275.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7gather6iif( int __par0,  int __par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, float))gather6)), 0U); }
# 18 "v000275.cu"
void gather6( int __cuda_0,int __cuda_1,float __cuda_2)
# 18 "v000275.cu"
{__device_stub__Z7gather6iif( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v000275.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13rank13_kernelPKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))rank13_kernel)), 0U); }
# 30 "v000275.cu"
void rank13_kernel( const int *__cuda_0)
# 30 "v000275.cu"
{__device_stub__Z13rank13_kernelPKi( __cuda_0);
# 36 "v000275.cu"
}
# 1 "v000275.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const int *))rank13_kernel), _Z13rank13_kernelPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int, float))gather6), _Z7gather6iif, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *))gather4), _Z7gather4Pf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
