#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000743.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade12Pj7Sample2PKm(unsigned *, struct Sample2&, const unsigned long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7shade12Pj7Sample2PKm(unsigned *__par0, struct Sample2&__par1, const unsigned long *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaSetupArgSimple(__par2, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned *, struct Sample2, const unsigned long *))shade12)), 0U);}
# 21 "v000743.cu"
void shade12( unsigned *__cuda_0,struct ::Sample2 __cuda_1,const unsigned long *__cuda_2)
# 21 "v000743.cu"
{__device_stub__Z7shade12Pj7Sample2PKm( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v000743.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *, struct Sample2, const unsigned long *))shade12), _Z7shade12Pj7Sample2PKm, (-1)); __cudaRegisterVariable(__T6, __shadow_var(c_grow39,::c_grow39), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
