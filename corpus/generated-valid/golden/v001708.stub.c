#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001708.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6blend9PfPKsPmPi(float *, const short *, size_t *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9scatter19PKfi(const float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6blend9PfPKsPmPi(float *__par0, const short *__par1, size_t *__par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float *, const short *, size_t *, int *))blend9)), 0U);}
# 18 "v001708.cu"
void blend9( float *__cuda_0,const short *__cuda_1,::size_t *__cuda_2,int *__cuda_3)
# 18 "v001708.cu"
{__device_stub__Z6blend9PfPKsPmPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 25 "v001708.cu"
}
# 1 "v001708.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9scatter19PKfi( const float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, int))scatter19)), 0U); }
# 30 "v001708.cu"
void scatter19( const float *__cuda_0,int __cuda_1)
# 30 "v001708.cu"
{__device_stub__Z9scatter19PKfi( __cuda_0,__cuda_1);
# 44 "v001708.cu"
}
# 1 "v001708.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const float *, int))scatter19), _Z9scatter19PKfi, 128); __cudaRegisterEntry(__T3, ((void ( *)(float *, const short *, size_t *, int *))blend9), _Z6blend9PfPKsPmPi, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_grow17,::m_grow17), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
