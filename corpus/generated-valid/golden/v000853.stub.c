#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000853.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7gather2jPKi(unsigned, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade15PKjPKsiS0_(const unsigned *, const short *, int, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7gather2jPKi(unsigned __par0, const int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned, const int *))gather2)), 0U);}
# 7 "v000853.cu"
void gather2( unsigned __cuda_0,const int *__cuda_1)
# 8 "v000853.cu"
{__device_stub__Z7gather2jPKi( __cuda_0,__cuda_1);




}
# 1 "v000853.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7shade15PKjPKsiS0_( const unsigned *__par0,  const short *__par1,  int __par2,  const unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, const short *, int, const unsigned *))shade15)), 0U); }
# 28 "v000853.cu"
void shade15( const unsigned *__cuda_0,const short *__cuda_1,int __cuda_2,const unsigned *__cuda_3)
# 29 "v000853.cu"
{__device_stub__Z7shade15PKjPKsiS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 42 "v000853.cu"
}
# 1 "v000853.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, const short *, int, const unsigned *))shade15), _Z7shade15PKjPKsiS0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, const int *))gather2), _Z7gather2jPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
