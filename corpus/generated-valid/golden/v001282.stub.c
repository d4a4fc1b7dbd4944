#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001282.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6lerp13PKl(const long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot17iPfPib(int, float *, int *, bool);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step34Piii(int *, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6lerp13PKl(const long *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const long *))lerp13)), 0U);}
# 22 "v001282.cu"
void lerp13( const long *__cuda_0)
# 22 "v001282.cu"
{__device_stub__Z6lerp13PKl( __cuda_0);




}
# 1 "v001282.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot17iPfPib( int __par0,  float *__par1,  int *__par2,  bool __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, float *, int *, bool))pivot17)), 0U); }
# 29 "v001282.cu"
void pivot17( int __cuda_0,float *__cuda_1,int *__cuda_2,bool __cuda_3)
# 29 "v001282.cu"
{__device_stub__Z7pivot17iPfPib( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 38 "v001282.cu"
}
# 1 "v001282.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6step34Piii( int *__par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(int *, int, int))step34)), 0U); }
# 63 "v001282.cu"
void step34( int *__cuda_0,int __cuda_1,int __cuda_2)
# 63 "v001282.cu"
{__device_stub__Z6step34Piii( __cuda_0,__cuda_1,__cuda_2);
# 72 "v001282.cu"
}
# 1 "v001282.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *, int, int))step34), _Z6step34Piii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, float *, int *, bool))pivot17), _Z7pivot17iPfPib, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const long *))lerp13), _Z6lerp13PKl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
