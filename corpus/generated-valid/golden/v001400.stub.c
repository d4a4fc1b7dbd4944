#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001400.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tally9Piix(int *, int, long long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7probe21iiil(int, int, int, long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7relax29PiS_jm(int *, int *__restrict__, unsigned, unsigned long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6tally9Piix(int *__par0, int __par1, long long __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, int, long long))tally9)), 0U);}
# 23 "v001400.cu"
void tally9( int *__cuda_0,int __cuda_1,long long __cuda_2)
# 24 "v001400.cu"
{__device_stub__Z6tally9Piix( __cuda_0,__cuda_1,__cuda_2);
# 31 "v001400.cu"
}
# 1 "v001400.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7probe21iiil( int __par0,  int __par1,  int __par2,  long __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, int, long))probe21)), 0U); }
# 42 "v001400.cu"
void probe21( int __cuda_0,int __cuda_1,int __cuda_2,long __cuda_3)
# 43 "v001400.cu"
{__device_stub__Z7probe21iiil( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 52 "v001400.cu"
}
# 1 "v001400.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7relax29PiS_jm( int *__par0,  int *__restrict__ __par1,  unsigned __par2,  unsigned long __par3) {  int *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, int *__restrict__, unsigned, unsigned long))relax29)), 0U); }
# 54 "v001400.cu"
void relax29( int *__cuda_0,int *__restrict__ __cuda_1,unsigned __cuda_2,unsigned long __cuda_3)
# 55 "v001400.cu"
{__device_stub__Z7relax29PiS_jm( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 67 "v001400.cu"
}
# 1 "v001400.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *, int *__restrict__, unsigned, unsigned long))relax29), _Z7relax29PiS_jm, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int, int, long))probe21), _Z7probe21iiil, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, int, long long))tally9), _Z6tally9Piix, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
