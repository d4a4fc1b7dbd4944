#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001407.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6scale6ji(unsigned, int);
static void __device_stub__Z7weigh17PKf(const real11_t *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6scale6ji(unsigned __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(unsigned, int))scale6)), 0U);}
# 18 "v001407.cu"
void scale6( unsigned __cuda_0,int __cuda_1)
# 18 "v001407.cu"
{__device_stub__Z6scale6ji( __cuda_0,__cuda_1);
# 27 "v001407.cu"
}
# 1 "v001407.cudafe1.stub.c"
static void __device_stub__Z7weigh17PKf( const real11_t *__restrict__ __par0) {  const real11_t *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(const real11_t *__restrict__))weigh17)), 0U); }
# 42 "v001407.cu"
static void weigh17( const ::real11_t *__restrict__ __cuda_0)
# 42 "v001407.cu"
{__device_stub__Z7weigh17PKf( __cuda_0);
# 48 "v001407.cu"
}
# 1 "v001407.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const real11_t *__restrict__))weigh17), _Z7weigh17PKf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, int))scale6), _Z6scale6ji, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_stencil12,::c_stencil12), 0, 4UL, 1, 0); __cudaRegisterVariable(__T4, __shadow_var(c_march21,::c_march21), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
