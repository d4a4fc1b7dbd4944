#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "cxx_operators_all.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z3opsP8ParticlePii(struct Particle *, int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z3opsP8ParticlePii(struct Particle *__par0, int *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(struct Particle *, int *, int))ops)), 0U);}
# 19 "cxx_operators_all.cu"
void ops( struct ::Particle *__cuda_0,int *__cuda_1,int __cuda_2)
# 20 "cxx_operators_all.cu"
{__device_stub__Z3opsP8ParticlePii( __cuda_0,__cuda_1,__cuda_2);
# 37 "cxx_operators_all.cu"
}
# 1 "cxx_operators_all.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(struct Particle *, int *, int))ops), _Z3opsP8ParticlePii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
