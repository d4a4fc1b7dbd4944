#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001537.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade19_kernel5Tile5PiPKi(struct Tile5&, int *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__d089eea7_10_v001537_cu_ed34d2128reduce12EiPfjPi(int, float *, unsigned, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14shade19_kernel5Tile5PiPKi(struct Tile5&__par0, int *__par1, const int *__par2){__cudaLaunchPrologue(3);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 16UL);__cudaSetupArgSimple(__par2, 24UL);__cudaLaunch(((char *)((void ( *)(struct Tile5, int *, const int *))shade19_kernel)), 0U);}
# 32 "v001537.cu"
void shade19_kernel( struct ::Tile5 __cuda_0,int *__cuda_1,const int *__cuda_2)
# 32 "v001537.cu"
{__device_stub__Z14shade19_kernel5Tile5PiPKi( __cuda_0,__cuda_1,__cuda_2);
# 40 "v001537.cu"
}
# 1 "v001537.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__d089eea7_10_v001537_cu_ed34d2128reduce12EiPfjPi( int __par0,  float *__par1,  unsigned __par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, float *, unsigned, int *))_NV_ANON_NAMESPACE::reduce12)), 0U); }
# 21 "v001537.cu"
void _NV_ANON_NAMESPACE::reduce12( int __cuda_0,float *__cuda_1,unsigned __cuda_2,int *__cuda_3)
# 21 "v001537.cu"
{__device_stub__ZN43_GLOBAL__N__d089eea7_10_v001537_cu_ed34d2128reduce12EiPfjPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 29 "v001537.cu"
}
# 1 "v001537.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, float *, unsigned, int *))_NV_ANON_NAMESPACE::reduce12), _ZN43_GLOBAL__N__d089eea7_10_v001537_cu_ed34d2128reduce12EiPfjPi, 32UL); __cudaRegisterEntry(__T0, ((void ( *)(struct Tile5, int *, const int *))shade19_kernel), shade19_kernel, 64UL); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
