#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001180.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tally6ii(int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade22PKiPi(const int *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay29PfPi(float *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6tally6ii(int __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, int))tally6)), 0U);}
# 18 "v001180.cu"
void tally6( int __cuda_0,int __cuda_1)
# 18 "v001180.cu"
{__device_stub__Z6tally6ii( __cuda_0,__cuda_1);
# 25 "v001180.cu"
}
# 1 "v001180.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7shade22PKiPi( const int *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, int *))shade22)), 0U); }
# 45 "v001180.cu"
void shade22( const int *__cuda_0,int *__cuda_1)
# 45 "v001180.cu"
{__device_stub__Z7shade22PKiPi( __cuda_0,__cuda_1);




}
# 1 "v001180.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7decay29PfPi( float *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int *))decay29)), 0U); }
# 58 "v001180.cu"
void decay29( float *__cuda_0,int *__cuda_1)
# 58 "v001180.cu"
{__device_stub__Z7decay29PfPi( __cuda_0,__cuda_1);
# 68 "v001180.cu"
}
# 1 "v001180.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float *, int *))decay29), _Z7decay29PfPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, int *))shade22), _Z7shade22PKiPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int))tally6), _Z6tally6ii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
