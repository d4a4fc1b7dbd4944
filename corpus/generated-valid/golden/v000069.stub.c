#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000069.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum11iPlPj(int, long *, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pack22PiiS_i(int *, int, int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7accum11iPlPj(int __par0, long *__par1, unsigned *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, long *, unsigned *))accum11)), 0U);}
# 25 "v000069.cu"
void accum11( int __cuda_0,long *__cuda_1,unsigned *__cuda_2)
# 25 "v000069.cu"
{__device_stub__Z7accum11iPlPj( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000069.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6pack22PiiS_i( int *__par0,  int __par1,  int *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, int, int *, int))pack22)), 0U); }
# 40 "v000069.cu"
void pack22( int *__cuda_0,int __cuda_1,int *__cuda_2,int __cuda_3)
# 40 "v000069.cu"
{__device_stub__Z6pack22PiiS_i( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 49 "v000069.cu"
}
# 1 "v000069.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, int, int *, int))pack22), pack22, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, long *, unsigned *))accum11), _Z7accum11iPlPj, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_march10,::c_march10), 0, 16UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(c_update20,::c_update20), 0, 4UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(c_warp30,::c_warp30), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
