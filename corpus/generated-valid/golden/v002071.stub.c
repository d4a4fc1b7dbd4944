#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002071.fatbin.c"
typedef _NV_ANON_NAMESPACE::Color27 _ZN43_GLOBAL__N__61479c95_10_v002071_cu_6a92a5497Color27E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift12i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sift17PcPKii(char *, const int *, int);
static void __device_stub__Z14apply38_kernelN43_GLOBAL__N__61479c95_10_v002071_cu_6a92a5497Color27E( _ZN43_GLOBAL__N__61479c95_10_v002071_cu_6a92a5497Color27E);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7drift12i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))drift12)), 0U);}
# 17 "v002071.cu"
void drift12( int __cuda_0)
# 17 "v002071.cu"
{__device_stub__Z7drift12i( __cuda_0);




}
# 1 "v002071.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6sift17PcPKii( char *__par0,  const int *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(char *, const int *, int))sift17)), 0U); }
# 24 "v002071.cu"
void sift17( char *__cuda_0,const int *__cuda_1,int __cuda_2)
# 24 "v002071.cu"
{__device_stub__Z6sift17PcPKii( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v002071.cudafe1.stub.c"
static void __device_stub__Z14apply38_kernelN43_GLOBAL__N__61479c95_10_v002071_cu_6a92a5497Color27E(  _ZN43_GLOBAL__N__61479c95_10_v002071_cu_6a92a5497Color27E __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)( _ZN43_GLOBAL__N__61479c95_10_v002071_cu_6a92a5497Color27E))apply38_kernel)), 0U); }
# 45 "v002071.cu"
static void apply38_kernel(  _ZN43_GLOBAL__N__61479c95_10_v002071_cu_6a92a5497Color27E __cuda_0)
# 45 "v002071.cu"
{__device_stub__Z14apply38_kernelN43_GLOBAL__N__61479c95_10_v002071_cu_6a92a5497Color27E( __cuda_0);




}
# 1 "v002071.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)( _ZN43_GLOBAL__N__61479c95_10_v002071_cu_6a92a5497Color27E))apply38_kernel), _Z14apply38_kernelN43_GLOBAL__N__61479c95_10_v002071_cu_6a92a5497Color27E, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(char *, const int *, int))sift17), _Z6sift17PcPKii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))drift12), _Z7drift12i, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_scale16,::d_scale16), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
