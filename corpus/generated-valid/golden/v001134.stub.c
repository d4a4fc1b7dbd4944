#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001134.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pivot9aj(signed char, idx8_t);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8update24PKfi(const float *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather31Pj(unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6pivot9aj(signed char __par0, idx8_t __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(signed char, idx8_t))pivot9)), 0U);}
# 20 "v001134.cu"
void pivot9( signed char __cuda_0,::idx8_t __cuda_1)
# 20 "v001134.cu"
{__device_stub__Z6pivot9aj( __cuda_0,__cuda_1);
# 29 "v001134.cu"
}
# 1 "v001134.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8update24PKfi( const float *__restrict__ __par0,  int __par1) {  const float *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__, int))update24)), 0U); }
# 40 "v001134.cu"
void update24( const float *__restrict__ __cuda_0,int __cuda_1)
# 40 "v001134.cu"
{__device_stub__Z8update24PKfi( __cuda_0,__cuda_1);
# 51 "v001134.cu"
}
# 1 "v001134.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8gather31Pj( unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *))gather31)), 0U); }
# 53 "v001134.cu"
void gather31( unsigned *__cuda_0)
# 53 "v001134.cu"
{__device_stub__Z8gather31Pj( __cuda_0);
# 60 "v001134.cu"
}
# 1 "v001134.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *))gather31), _Z8gather31Pj, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const float *__restrict__, int))update24), _Z8update24PKfi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(signed char, idx8_t))pivot9), _Z6pivot9aj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
