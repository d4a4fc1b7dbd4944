#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000393.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally28i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8filter36PiPhPKjS2_(int *, unsigned char *, const unsigned *, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7tally28i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))tally28)), 0U);}
# 48 "v000393.cu"
void tally28( int __cuda_0)
# 48 "v000393.cu"
{__device_stub__Z7tally28i( __cuda_0);
# 57 "v000393.cu"
}
# 1 "v000393.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8filter36PiPhPKjS2_( int *__par0,  unsigned char *__par1,  const unsigned *__par2,  const unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, unsigned char *, const unsigned *, const unsigned *))filter36)), 0U); }
# 64 "v000393.cu"
void filter36( int *__cuda_0,unsigned char *__cuda_1,const unsigned *__cuda_2,const unsigned *__cuda_3)
# 64 "v000393.cu"
{__device_stub__Z8filter36PiPhPKjS2_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000393.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *, unsigned char *, const unsigned *, const unsigned *))filter36), _Z8filter36PiPhPKjS2_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int))tally28), _Z7tally28i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
