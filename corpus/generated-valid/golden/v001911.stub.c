#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001911.fatbin.c"
static void __device_stub__Z6fold12mPfPi(size_t, float *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace26_kernelPfii(float *, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fold31iiPii(int, int, int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13norm45_kernelPKjii(const unsigned *, int, int);
static void __device_stub__Z6pack19IlLi7EEvPT_PKS0_i(long *, const long *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6fold12mPfPi(size_t __par0, float *__par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(size_t, float *, int *))fold12)), 0U);}
# 18 "v001911.cu"
static void fold12( ::size_t __cuda_0,float *__cuda_1,int *__cuda_2)
# 18 "v001911.cu"
{__device_stub__Z6fold12mPfPi( __cuda_0,__cuda_1,__cuda_2);
# 25 "v001911.cu"
}
# 1 "v001911.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14trace26_kernelPfii( float *__par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(float *, int, int))trace26_kernel)), 0U); }
# 41 "v001911.cu"
void trace26_kernel( float *__cuda_0,int __cuda_1,int __cuda_2)
# 41 "v001911.cu"
{__device_stub__Z14trace26_kernelPfii( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001911.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6fold31iiPii( int __par0,  int __par1,  int *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, int *, int))fold31)), 0U); }
# 47 "v001911.cu"
void fold31( int __cuda_0,int __cuda_1,int *__cuda_2,int __cuda_3)
# 47 "v001911.cu"
{__device_stub__Z6fold31iiPii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 54 "v001911.cu"
}
# 1 "v001911.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13norm45_kernelPKjii( const unsigned *__par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, int, int))norm45_kernel)), 0U); }
# 65 "v001911.cu"
void norm45_kernel( const unsigned *__cuda_0,int __cuda_1,int __cuda_2)
# 65 "v001911.cu"
{__device_stub__Z13norm45_kernelPKjii( __cuda_0,__cuda_1,__cuda_2);
# 73 "v001911.cu"
}
# 1 "v001911.cudafe1.stub.c"
static void __device_stub__Z6pack19IlLi7EEvPT_PKS0_i( long *__par0,  const long *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long *, const long *, int))pack19<long, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_pack19<long,7>( long *&__cuda_0,const long *&__cuda_1,int &__cuda_2){__device_stub__Z6pack19IlLi7EEvPT_PKS0_i( (long *&)__cuda_0,(const long *&)__cuda_1,(int &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(long *, const long *, int))pack19<long, (int)7> ), _Z6pack19IlLi7EEvPT_PKS0_i, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const unsigned *, int, int))norm45_kernel), _Z13norm45_kernelPKjii, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(int, int, int *, int))fold31), _Z6fold31iiPii, 128); __cudaRegisterEntry(__T9, ((void ( *)(float *, int, int))trace26_kernel), _Z14trace26_kernelPfii, 256); __cudaRegisterEntry(__T9, ((void ( *)(size_t, float *, int *))fold12), _Z6fold12mPfPi, 256); __cudaRegisterManagedVariable(__T9, __shadow_var(m_scale10,::m_scale10), 0, 1UL, 0, 0); __cudaRegisterManagedVariable(__T9, __shadow_var(m_rank11,::m_rank11), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
