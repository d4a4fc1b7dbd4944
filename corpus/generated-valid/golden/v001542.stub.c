#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001542.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bias29_kerneld(double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split34_kerneliPKj(int, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__5577c285_10_v001542_cu_e9430c5e6tile53EPstPKx(short *, unsigned short, const long long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13bias29_kerneld(double __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(double))bias29_kernel)), 0U);}
# 30 "v001542.cu"
void bias29_kernel( double __cuda_0)
# 30 "v001542.cu"
{__device_stub__Z13bias29_kerneld( __cuda_0);
# 38 "v001542.cu"
}
# 1 "v001542.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14split34_kerneliPKj( int __par0,  const unsigned *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned *))split34_kernel)), 0U); }
# 41 "v001542.cu"
void split34_kernel( int __cuda_0,const unsigned *__cuda_1)
# 41 "v001542.cu"
{__device_stub__Z14split34_kerneliPKj( __cuda_0,__cuda_1);
# 48 "v001542.cu"
}
# 1 "v001542.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__5577c285_10_v001542_cu_e9430c5e6tile53EPstPKx( short *__par0,  unsigned short __par1,  const long long *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(short *, unsigned short, const long long *))_NV_ANON_NAMESPACE::tile53)), 0U); }
# 74 "v001542.cu"
void _NV_ANON_NAMESPACE::tile53( short *__cuda_0,unsigned short __cuda_1,const long long *__cuda_2)
# 74 "v001542.cu"
{__device_stub__ZN43_GLOBAL__N__5577c285_10_v001542_cu_e9430c5e6tile53EPstPKx( __cuda_0,__cuda_1,__cuda_2);
# 86 "v001542.cu"
}
# 1 "v001542.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(short *, unsigned short, const long long *))_NV_ANON_NAMESPACE::tile53), _ZN43_GLOBAL__N__5577c285_10_v001542_cu_e9430c5e6tile53EPstPKx, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int, const unsigned *))split34_kernel), _Z14split34_kerneliPKj, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(double))bias29_kernel), _Z13bias29_kerneld, 128); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
