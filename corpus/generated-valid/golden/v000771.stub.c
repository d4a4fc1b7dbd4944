#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000771.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5tile3ffi(float, float, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9scatter27PiPmPKiS2_(int *, size_t *, const int *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img357blend36E6Body12(const struct Body12&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5tile3ffi(float __par0, float __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(float, float, int))tile3)), 0U);}
# 11 "v000771.cu"
void tile3( float __cuda_0,float __cuda_1,int __cuda_2)
# 11 "v000771.cu"
{__device_stub__Z5tile3ffi( __cuda_0,__cuda_1,__cuda_2);
# 23 "v000771.cu"
}
# 1 "v000771.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9scatter27PiPmPKiS2_( int *__par0,  size_t *__par1,  const int *__par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, size_t *, const int *, const int *))scatter27)), 0U); }
# 43 "v000771.cu"
void scatter27( int *__cuda_0,::size_t *__cuda_1,const int *__cuda_2,const int *__cuda_3)
# 43 "v000771.cu"
{__device_stub__Z9scatter27PiPmPKiS2_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 50 "v000771.cu"
}
# 1 "v000771.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img357blend36E6Body12( const struct Body12&__par0) {  __cudaLaunchPrologue(1); __cudaSetupArg(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const struct Body12))img35::blend36)), 0U); }
# 52 "v000771.cu"
void img35::blend36( const struct ::Body12 __cuda_0)
# 52 "v000771.cu"
{__device_stub__ZN5img357blend36E6Body12( __cuda_0);
# 61 "v000771.cu"
}
# 1 "v000771.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const struct Body12))img35::blend36), _ZN5img357blend36E6Body12, 32); __cudaRegisterEntry(__T6, ((void ( *)(int *, size_t *, const int *, const int *))scatter27), _Z9scatter27PiPmPKiS2_, 256); __cudaRegisterEntry(__T6, ((void ( *)(float, float, int))tile3), _Z5tile3ffi, (-1)); __cudaRegisterVariable(__T6, __shadow_var(d_pivot11,::d_pivot11), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
