#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000975.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6norm13f(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot26PsPm(short *, size_t *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6norm13f(float __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float))norm13)), 0U);}
# 30 "v000975.cu"
void norm13( float __cuda_0)
# 30 "v000975.cu"
{__device_stub__Z6norm13f( __cuda_0);



}
# 1 "v000975.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot26PsPm( short *__par0,  size_t *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(short *, size_t *))pivot26)), 0U); }
# 52 "v000975.cu"
void pivot26( short *__cuda_0,::size_t *__cuda_1)
# 52 "v000975.cu"
{__device_stub__Z7pivot26PsPm( __cuda_0,__cuda_1);




}
# 1 "v000975.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(short *, size_t *))pivot26), _Z7pivot26PsPm, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(float))norm13), _Z6norm13f, (-1)); __cudaRegisterVariable(__T8, __shadow_var(d_reduce18,::d_reduce18), 0, 4UL, 0, 0); __cudaRegisterVariable(__T8, __shadow_var(c_bias25,::c_bias25), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
