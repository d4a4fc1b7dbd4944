#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000760.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp10jPl(unsigned, long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot17PKjPsbS0_(const unsigned *, short *__restrict__, bool, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6warp10jPl(unsigned __par0, long *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned, long *))warp10)), 0U);}
# 22 "v000760.cu"
void warp10( unsigned __cuda_0,long *__cuda_1)
# 22 "v000760.cu"
{__device_stub__Z6warp10jPl( __cuda_0,__cuda_1);


}
# 1 "v000760.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot17PKjPsbS0_( const unsigned *__par0,  short *__restrict__ __par1,  bool __par2,  const unsigned *__par3) {  short *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, short *__restrict__, bool, const unsigned *))pivot17)), 0U); }
# 35 "v000760.cu"
void pivot17( const unsigned *__cuda_0,short *__restrict__ __cuda_1,bool __cuda_2,const unsigned *__cuda_3)
# 35 "v000760.cu"
{__device_stub__Z7pivot17PKjPsbS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 44 "v000760.cu"
}
# 1 "v000760.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned *, short *__restrict__, bool, const unsigned *))pivot17), pivot17, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, long *))warp10), _Z6warp10jPl, 256); __cudaRegisterVariable(__T4, __shadow_var(c_combine16,::c_combine16), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
