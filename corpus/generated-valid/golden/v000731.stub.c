#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000731.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6count3PyPKjPlPKx(unsigned long long *, const unsigned *, long *, const long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8update26iPKji(int, const unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6count3PyPKjPlPKx(unsigned long long *__par0, const unsigned *__par1, long *__par2, const long long *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned long long *, const unsigned *, long *, const long long *))count3)), 0U);}
# 10 "v000731.cu"
void count3( unsigned long long *__cuda_0,const unsigned *__cuda_1,long *__cuda_2,const long long *__cuda_3)
# 10 "v000731.cu"
{__device_stub__Z6count3PyPKjPlPKx( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 19 "v000731.cu"
}
# 1 "v000731.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8update26iPKji( int __par0,  const unsigned *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned *, int))update26)), 0U); }
# 46 "v000731.cu"
void update26( int __cuda_0,const unsigned *__cuda_1,int __cuda_2)
# 46 "v000731.cu"
{__device_stub__Z8update26iPKji( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000731.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, const unsigned *, int))update26), _Z8update26iPKji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long long *, const unsigned *, long *, const long long *))count3), count3, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_combine2,::c_combine2), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
