#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001892.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7scale10jdb(unsigned, double, bool);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay24fPii(float, int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7scale10jdb(unsigned __par0, double __par1, bool __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned, double, bool))scale10)), 0U);}
# 24 "v001892.cu"
void scale10( unsigned __cuda_0,double __cuda_1,bool __cuda_2)
# 25 "v001892.cu"
{__device_stub__Z7scale10jdb( __cuda_0,__cuda_1,__cuda_2);
# 37 "v001892.cu"
}
# 1 "v001892.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7decay24fPii( float __par0,  int *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float, int *, int))decay24)), 0U); }
# 46 "v001892.cu"
void decay24( float __cuda_0,int *__cuda_1,int __cuda_2)
# 47 "v001892.cu"
{__device_stub__Z7decay24fPii( __cuda_0,__cuda_1,__cuda_2);
# 55 "v001892.cu"
}
# 1 "v001892.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float, int *, int))decay24), _Z7decay24fPii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, double, bool))scale10), _Z7scale10jdb, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
