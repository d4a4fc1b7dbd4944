#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002278.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5fuse8ibjPKi(int, bool, unsigned, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7march15fPKxi(float, const long long *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5fuse8ibjPKi(int __par0, bool __par1, unsigned __par2, const int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int, bool, unsigned, const int *))fuse8)), 0U);}
# 19 "v002278.cu"
void fuse8( int __cuda_0,bool __cuda_1,unsigned __cuda_2,const int *__cuda_3)
# 19 "v002278.cu"
{__device_stub__Z5fuse8ibjPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 30 "v002278.cu"
}
# 1 "v002278.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7march15fPKxi( float __par0,  const long long *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float, const long long *, int))march15)), 0U); }
# 33 "v002278.cu"
void march15( float __cuda_0,const long long *__cuda_1,int __cuda_2)
# 33 "v002278.cu"
{__device_stub__Z7march15fPKxi( __cuda_0,__cuda_1,__cuda_2);
# 52 "v002278.cu"
}
# 1 "v002278.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float, const long long *, int))march15), _Z7march15fPKxi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, bool, unsigned, const int *))fuse8), _Z5fuse8ibjPKi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_relax7,::d_relax7), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
