#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001853.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6decay9PKi(const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6norm20ijPd6Color5(int, unsigned, double *, enum Color5);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bias27a(signed char);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9scatter36PKdPKj(const double *, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6decay9PKi(const int *__restrict__ __par0){ const int *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__))decay9)), 0U);}
# 32 "v001853.cu"
void decay9( const int *__restrict__ __cuda_0)
# 32 "v001853.cu"
{__device_stub__Z6decay9PKi( __cuda_0);




}
# 1 "v001853.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6norm20ijPd6Color5( int __par0,  unsigned __par1,  double *__par2,  enum Color5 __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, unsigned, double *, enum Color5))norm20)), 0U); }
# 40 "v001853.cu"
void norm20( int __cuda_0,unsigned __cuda_1,double *__cuda_2,enum ::Color5 __cuda_3)
# 40 "v001853.cu"
{__device_stub__Z6norm20ijPd6Color5( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 49 "v001853.cu"
}
# 1 "v001853.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bias27a( signed char __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(signed char))bias27)), 0U); }
# 52 "v001853.cu"
void bias27( signed char __cuda_0)
# 52 "v001853.cu"
{__device_stub__Z6bias27a( __cuda_0);



}
# 1 "v001853.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9scatter36PKdPKj( const double *__par0,  const unsigned *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const double *, const unsigned *))scatter36)), 0U); }
# 67 "v001853.cu"
void scatter36( const double *__cuda_0,const unsigned *__cuda_1)
# 67 "v001853.cu"
{__device_stub__Z9scatter36PKdPKj( __cuda_0,__cuda_1);
# 74 "v001853.cu"
}
# 1 "v001853.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const double *, const unsigned *))scatter36), _Z9scatter36PKdPKj, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(signed char))bias27), _Z6bias27a, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, unsigned, double *, enum Color5))norm20), _Z6norm20ijPd6Color5, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const int *__restrict__))decay9), decay9, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
