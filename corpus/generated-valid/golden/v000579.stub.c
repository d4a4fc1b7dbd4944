#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000579.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather38PKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5gpu177pivot25EdPKiPKjPi(double, const int *, const unsigned *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8gather38PKi(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))gather38)), 0U);}
# 73 "v000579.cu"
void gather38( const int *__cuda_0)
# 74 "v000579.cu"
{__device_stub__Z8gather38PKi( __cuda_0);
# 87 "v000579.cu"
}
# 1 "v000579.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5gpu177pivot25EdPKiPKjPi( double __par0,  const int *__par1,  const unsigned *__par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double, const int *, const unsigned *, int *))gpu17::pivot25)), 0U); }
# 47 "v000579.cu"
void gpu17::pivot25( double __cuda_0,const int *__cuda_1,const unsigned *__cuda_2,int *__cuda_3)
# 48 "v000579.cu"
{__device_stub__ZN5gpu177pivot25EdPKiPKjPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v000579.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double, const int *, const unsigned *, int *))gpu17::pivot25), _ZN5gpu177pivot25EdPKiPKjPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *))gather38), _Z8gather38PKi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_apply3,::d_apply3), 0, 128UL, 0, 0); __cudaRegisterManagedVariable(__T3, __shadow_var(m_bias8,::m_bias8), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
